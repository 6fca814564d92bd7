"""The host panel's views, one per concern, each with the controller of the same stem in ui/controllers/host/."""
