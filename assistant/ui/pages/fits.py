"""Page script run by st.navigation in app.py."""

from assistant.ui.fits import fits_page

fits_page()
