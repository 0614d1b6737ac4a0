"""The table of a match, for every game alike: the host that turns clicks into actions, the
renderers' interface, seating, the frame around a table, and the messages shown over it."""
