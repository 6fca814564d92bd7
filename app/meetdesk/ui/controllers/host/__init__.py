"""Controllers of the host panel, one per panel view of the same stem in ui/views/host/."""
