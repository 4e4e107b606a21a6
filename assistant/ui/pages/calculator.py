"""Page script run by st.navigation in app.py."""

from assistant.ui.calculator import calculator_page

calculator_page()
