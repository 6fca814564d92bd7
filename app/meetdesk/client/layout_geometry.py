"""The composed picture's geometry (api/layout_geometry.py) for the UI, which reaches the rest of MeetDesk
through client/: the canvas size, slots and the slots of every named layout, as the engine composes them."""
from meetdesk.api.layout_geometry import FITS, MAX_SLOTS, NAMED_LAYOUTS, Slot, canvas_size, slots_for

__all__ = ["FITS", "MAX_SLOTS", "NAMED_LAYOUTS", "Slot", "canvas_size", "slots_for"]
