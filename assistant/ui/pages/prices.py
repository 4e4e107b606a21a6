"""Page script run by st.navigation in app.py."""

from assistant.ui.prices import prices_page

prices_page()
