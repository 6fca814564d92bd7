"""MeetDesk: desktop meeting client with an embedded meeting engine."""
__version__ = "0.1.0"
