"""The lobby: the list of games, the new-game form, the settings, the rules and shared deals."""
