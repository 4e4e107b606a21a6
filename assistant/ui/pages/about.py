"""Page script run by st.navigation in app.py."""

from assistant.ui.calculator import about_page

about_page()
