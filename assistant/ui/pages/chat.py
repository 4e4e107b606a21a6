"""Page script run by st.navigation in app.py."""

from assistant.ui.chat import chat_page

chat_page()
