"""Page script run by st.navigation in app.py."""

from assistant.ui.recommend import recommendations_page

recommendations_page()
