"""Page script run by st.navigation in app.py."""

from assistant.ui.browse import models_page

models_page()
