"""Page script run by st.navigation in app.py."""

from assistant.ui.browse import gpus_page

gpus_page()
