"""Replays of finished games: stepping through the log, the screen and its dialog."""
