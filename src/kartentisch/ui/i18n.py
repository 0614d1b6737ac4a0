"""The host's own texts in German, English and Dutch; German is the default and the fallback.

Games bring their own texts (names in ``GameInfo.names``, table texts in their renderer);
this module covers the lobby, settings, saves, the table frame and the end screen. A missing
key shows the German text, and a missing German text shows the key, so a gap is visible but
never breaks the page.
"""

from __future__ import annotations

LANGUAGES: tuple[str, ...] = ("de", "en", "nl")
DEFAULT_LANG = "de"

STRINGS: dict[str, dict[str, str]] = {
    "de": {
        "app.title": "Kartentisch",
        "app.tagline": "Vier Kartenspiele an einem Tisch – für ein Gerät, zum Weiterreichen.",
        "lobby.loading": "Der Tisch wird gedeckt …",
        "lobby.new": "Neues Spiel",
        "lobby.continue": "Weiterspielen",
        "lobby.rules": "Regeln",
        "lobby.settings": "Einstellungen",
        "lobby.coming": "Bald verfügbar",
        "lobby.players": "{min}–{max} Spieler",
        "lobby.players_fixed": "{min} Spieler",
        "lobby.saved": "Gespeichert: Zug {moves}",
        "lobby.saved_round": "Gespeichert: Runde {round} von {rounds}",
        "lobby.saved_cards": "Gespeichert, Karten übrig: {cards}",
        "lobby.import": "Spielstand laden …",
        "lobby.imported": "Spielstand geladen.",
        "form.title": "Neues Spiel: {game}",
        "form.count": "Anzahl Spieler",
        "form.seat": "Platz {n}",
        "form.name": "Name",
        "form.kind": "Wer spielt",
        "form.person": "Person",
        "form.bot": "Computer: {level}",
        "form.options": "Spielregeln",
        "form.advanced": "Erweitert",
        "form.seed": "Startwert (leer = zufällig)",
        "form.start": "Spiel starten",
        "form.cancel": "Abbrechen",
        "form.human_name": "Spieler {n}",
        "form.replaces": "Das gespeicherte Spiel wird dabei ersetzt.",
        "error.name_empty": "Bitte einen Namen eingeben.",
        "error.name_long": "Höchstens {max} Zeichen.",
        "error.name_twice": "Jeder Name nur einmal.",
        "error.count": "Dieses Spiel braucht {min} bis {max} Spieler.",
        "error.kind": "Unbekannte Auswahl.",
        "error.seed": "Nur Ziffern, höchstens 18.",
        "error.option": "Ungültiger Wert.",
        "error.illegal": "Dieser Zug ist jetzt nicht erlaubt.",
        "error.not_your_turn": "Du bist gerade nicht am Zug.",
        "error.internal": "Da ist etwas schiefgegangen. Das Spiel bleibt erhalten.",
        "level.easy": "Leicht",
        "level.medium": "Mittel",
        "level.hard": "Schwer",
        "level.sleepy": "Verschlafen",
        "level.normal": "Normal",
        "level.sharp": "Hellwach",
        "settings.title": "Einstellungen",
        "settings.language": "Sprache",
        "settings.speed": "Tempo der Computer-Züge und Animationen",
        "settings.speed.slow": "Langsam",
        "settings.speed.normal": "Normal",
        "settings.speed.fast": "Schnell",
        "settings.speed.off": "Sofort (keine Animation)",
        "settings.motion": "Bewegung reduzieren",
        "settings.motion.system": "Wie im System eingestellt",
        "settings.motion.on": "Ja",
        "settings.motion.off": "Nein",
        "settings.assist": "Hinweise anzeigen (in Spielen, die welche haben)",
        "settings.close": "Fertig",
        "rules.title": "Regeln: {game}",
        "rules.missing": "Die Regeln für dieses Spiel folgen bald.",
        "rules.close": "Schließen",
        "save.corrupt": "Der gespeicherte Spielstand war beschädigt und konnte nicht "
        "geladen werden.",
        "save.tampered": "Der gespeicherte Spielstand wurde verändert und konnte nicht "
        "geladen werden.",
        "save.incompatible": "Der gespeicherte Spielstand stammt aus einer anderen Version und "
        "kann nicht fortgesetzt werden.",
        "save.old_rules": "Die Regeln dieses Spiels wurden verbessert, seit der Spielstand "
        "gespeichert wurde; er kann nicht fortgesetzt werden.",
        "save.fresh": "Er wurde beiseitegelegt; du kannst ein neues Spiel beginnen.",
        "sync.reloaded": "In einem anderen Fenster wurde weitergespielt: hier ist der neueste "
        "Stand.",
        "sync.gone": "Dieses Spiel wurde in einem anderen Fenster beendet.",
        "save.too_big": "Die Datei ist zu groß für einen Spielstand.",
        "save.title": "Spielstand",
        "save.ok": "Verstanden",
        "save.import_failed": "Diese Datei ist kein gültiger Spielstand.",
        "save.import_replaces": "Dein laufendes Spiel {game} wird durch den geladenen "
        "Spielstand ersetzt.",
        "save.replace": "Ersetzen",
        "save.export": "Spielstand speichern (Datei)",
        "storage.unavailable": "Der Browser erlaubt kein Speichern. Du kannst weiterspielen, "
        "aber der Spielstand geht beim Schließen verloren.",
        "storage.full": "Der Speicher ist voll. Du kannst weiterspielen, aber der letzte Zug "
        "wurde nicht gespeichert.",
        "table.lobby": "Lobby",
        "table.menu": "Menü",
        "table.log": "Verlauf",
        "table.log_empty": "Noch ist nichts passiert.",
        "table.turn": "{name} ist am Zug",
        "table.your_turn": "{name}, du bist am Zug",
        "table.you_play": "Du bist am Zug",
        "table.bot_acts": "{name}: {action}",
        "table.over": "Spiel vorbei",
        "table.spectator": "Zuschauer",
        "pass.title": "Gib das Gerät an {name}",
        "pass.hint": "Die Karten bleiben verdeckt, bis {name} bereit ist.",
        "pass.confirm": "Ich bin {name}",
        "end.title": "Spiel vorbei",
        "end.winner": "{names} gewinnt!",
        "end.winners": "{names} gewinnen!",
        "end.rank": "Platz",
        "end.name": "Name",
        "end.score": "Punkte",
        "end.again": "Nochmal",
        "end.lobby": "Zur Lobby",
        "end.show_table": "Tisch ansehen",
        "end.lower_better": "Weniger Punkte sind besser.",
        "end.lower_better_of": "{label}: weniger ist besser.",
        "end.round_limit": "Das Rundenlimit hat das Spiel beendet.",
        "end.round_limit_n": "Das Rundenlimit ({limit} Runden) hat das Spiel beendet.",
        "table.last_move": "Zuletzt: {move}",
        "update.ready": "Eine neue Version ist installiert.",
        "update.reload": "Neu laden",
        "close": "Schließen",
    },
    "en": {
        "app.title": "Kartentisch",
        "app.tagline": "Four card games at one table – one device, passed around.",
        "lobby.loading": "Setting the table …",
        "lobby.new": "New game",
        "lobby.continue": "Continue",
        "lobby.rules": "Rules",
        "lobby.settings": "Settings",
        "lobby.coming": "Coming soon",
        "lobby.players": "{min}–{max} players",
        "lobby.players_fixed": "{min} players",
        "lobby.saved": "Saved: move {moves}",
        "lobby.saved_round": "Saved: round {round} of {rounds}",
        "lobby.saved_cards": "Saved, cards left: {cards}",
        "lobby.import": "Load a saved game …",
        "lobby.imported": "Saved game loaded.",
        "form.title": "New game: {game}",
        "form.count": "Number of players",
        "form.seat": "Seat {n}",
        "form.name": "Name",
        "form.kind": "Who plays",
        "form.person": "Person",
        "form.bot": "Computer: {level}",
        "form.options": "House rules",
        "form.advanced": "Advanced",
        "form.seed": "Seed (empty = random)",
        "form.start": "Start game",
        "form.cancel": "Cancel",
        "form.human_name": "Player {n}",
        "form.replaces": "This replaces the saved game.",
        "error.name_empty": "Please enter a name.",
        "error.name_long": "At most {max} characters.",
        "error.name_twice": "Each name only once.",
        "error.count": "This game needs {min} to {max} players.",
        "error.kind": "Unknown choice.",
        "error.seed": "Digits only, at most 18.",
        "error.option": "Invalid value.",
        "error.illegal": "That move is not allowed now.",
        "error.not_your_turn": "It is not your turn.",
        "error.internal": "Something went wrong. The game is kept.",
        "level.easy": "Easy",
        "level.medium": "Medium",
        "level.hard": "Hard",
        "level.sleepy": "Sleepy",
        "level.normal": "Normal",
        "level.sharp": "Sharp",
        "settings.title": "Settings",
        "settings.language": "Language",
        "settings.speed": "Speed of computer moves and animations",
        "settings.speed.slow": "Slow",
        "settings.speed.normal": "Normal",
        "settings.speed.fast": "Fast",
        "settings.speed.off": "Instant (no animation)",
        "settings.motion": "Reduce motion",
        "settings.motion.system": "As set in the system",
        "settings.motion.on": "Yes",
        "settings.motion.off": "No",
        "settings.assist": "Show hints (in games that have them)",
        "settings.close": "Done",
        "rules.title": "Rules: {game}",
        "rules.missing": "The rules for this game are coming soon.",
        "rules.close": "Close",
        "save.corrupt": "The saved game was damaged and could not be loaded.",
        "save.tampered": "The saved game was altered and could not be loaded.",
        "save.incompatible": "The saved game comes from another version and cannot be resumed.",
        "save.old_rules": "The rules of this game have been improved since it was saved; "
        "it cannot be resumed.",
        "save.fresh": "It was set aside; you can start a new game.",
        "sync.reloaded": "This game went on in another window: here is the latest state.",
        "sync.gone": "This game was ended in another window.",
        "save.too_big": "The file is too large to be a saved game.",
        "save.title": "Saved game",
        "save.ok": "Got it",
        "save.import_failed": "This file is not a valid saved game.",
        "save.import_replaces": "Your game of {game} in progress will be replaced by the "
        "loaded one.",
        "save.replace": "Replace",
        "save.export": "Save game to a file",
        "storage.unavailable": "The browser does not allow saving. You can keep playing, "
        "but the game is lost when you close the page.",
        "storage.full": "Storage is full. You can keep playing, but the last move was not saved.",
        "table.lobby": "Lobby",
        "table.menu": "Menu",
        "table.log": "Log",
        "table.log_empty": "Nothing has happened yet.",
        "table.turn": "{name} to play",
        "table.your_turn": "{name}, your turn",
        "table.you_play": "Your turn",
        "table.bot_acts": "{name}: {action}",
        "table.over": "Game over",
        "table.spectator": "Spectator",
        "pass.title": "Pass the device to {name}",
        "pass.hint": "The cards stay hidden until {name} is ready.",
        "pass.confirm": "I am {name}",
        "end.title": "Game over",
        "end.winner": "{names} wins!",
        "end.winners": "{names} win!",
        "end.rank": "Place",
        "end.name": "Name",
        "end.score": "Points",
        "end.again": "Play again",
        "end.lobby": "To the lobby",
        "end.show_table": "Show the table",
        "end.lower_better": "Fewer points are better.",
        "end.lower_better_of": "{label}: fewer is better.",
        "end.round_limit": "The round limit ended the game.",
        "end.round_limit_n": "The round limit ({limit} rounds) ended the game.",
        "table.last_move": "Last: {move}",
        "update.ready": "A new version is installed.",
        "update.reload": "Reload",
        "close": "Close",
    },
    "nl": {
        "app.title": "Kartentisch",
        "app.tagline": "Vier kaartspellen aan één tafel – één apparaat, doorgeven.",
        "lobby.loading": "De tafel wordt gedekt …",
        "lobby.new": "Nieuw spel",
        "lobby.continue": "Verder spelen",
        "lobby.rules": "Regels",
        "lobby.settings": "Instellingen",
        "lobby.coming": "Binnenkort",
        "lobby.players": "{min}–{max} spelers",
        "lobby.players_fixed": "{min} spelers",
        "lobby.saved": "Opgeslagen: zet {moves}",
        "lobby.saved_round": "Opgeslagen: ronde {round} van {rounds}",
        "lobby.saved_cards": "Opgeslagen, kaarten over: {cards}",
        "lobby.import": "Spelstand laden …",
        "lobby.imported": "Spelstand geladen.",
        "form.title": "Nieuw spel: {game}",
        "form.count": "Aantal spelers",
        "form.seat": "Plaats {n}",
        "form.name": "Naam",
        "form.kind": "Wie speelt",
        "form.person": "Persoon",
        "form.bot": "Computer: {level}",
        "form.options": "Spelregels",
        "form.advanced": "Geavanceerd",
        "form.seed": "Startwaarde (leeg = willekeurig)",
        "form.start": "Spel starten",
        "form.cancel": "Annuleren",
        "form.human_name": "Speler {n}",
        "form.replaces": "Dit vervangt het opgeslagen spel.",
        "error.name_empty": "Vul een naam in.",
        "error.name_long": "Hoogstens {max} tekens.",
        "error.name_twice": "Elke naam maar één keer.",
        "error.count": "Dit spel heeft {min} tot {max} spelers nodig.",
        "error.kind": "Onbekende keuze.",
        "error.seed": "Alleen cijfers, hoogstens 18.",
        "error.option": "Ongeldige waarde.",
        "error.illegal": "Die zet mag nu niet.",
        "error.not_your_turn": "Je bent nu niet aan de beurt.",
        "error.internal": "Er ging iets mis. Het spel blijft bewaard.",
        "level.easy": "Makkelijk",
        "level.medium": "Gemiddeld",
        "level.hard": "Moeilijk",
        "level.sleepy": "Slaperig",
        "level.normal": "Normaal",
        "level.sharp": "Scherp",
        "settings.title": "Instellingen",
        "settings.language": "Taal",
        "settings.speed": "Tempo van computerzetten en animaties",
        "settings.speed.slow": "Langzaam",
        "settings.speed.normal": "Normaal",
        "settings.speed.fast": "Snel",
        "settings.speed.off": "Direct (geen animatie)",
        "settings.motion": "Minder beweging",
        "settings.motion.system": "Zoals in het systeem ingesteld",
        "settings.motion.on": "Ja",
        "settings.motion.off": "Nee",
        "settings.assist": "Tips tonen (in spellen die ze hebben)",
        "settings.close": "Klaar",
        "rules.title": "Regels: {game}",
        "rules.missing": "De regels van dit spel volgen binnenkort.",
        "rules.close": "Sluiten",
        "save.corrupt": "De opgeslagen spelstand was beschadigd en kon niet worden geladen.",
        "save.tampered": "De opgeslagen spelstand is gewijzigd en kon niet worden geladen.",
        "save.incompatible": "De opgeslagen spelstand komt uit een andere versie en kan niet "
        "worden voortgezet.",
        "save.old_rules": "De regels van dit spel zijn verbeterd sinds de spelstand is "
        "opgeslagen; hij kan niet worden voortgezet.",
        "save.fresh": "Hij is apart gelegd; je kunt een nieuw spel beginnen.",
        "sync.reloaded": "In een ander venster is verder gespeeld: dit is de nieuwste stand.",
        "sync.gone": "Dit spel is in een ander venster beëindigd.",
        "save.too_big": "Het bestand is te groot voor een spelstand.",
        "save.title": "Spelstand",
        "save.ok": "Begrepen",
        "save.import_failed": "Dit bestand is geen geldige spelstand.",
        "save.import_replaces": "Je lopende spel {game} wordt vervangen door de geladen spelstand.",
        "save.replace": "Vervangen",
        "save.export": "Spelstand opslaan (bestand)",
        "storage.unavailable": "De browser staat opslaan niet toe. Je kunt verder spelen, "
        "maar het spel gaat verloren als je de pagina sluit.",
        "storage.full": "De opslag is vol. Je kunt verder spelen, maar de laatste zet is niet "
        "opgeslagen.",
        "table.lobby": "Lobby",
        "table.menu": "Menu",
        "table.log": "Verloop",
        "table.log_empty": "Er is nog niets gebeurd.",
        "table.turn": "{name} is aan de beurt",
        "table.your_turn": "{name}, jij bent aan de beurt",
        "table.you_play": "Jij bent aan de beurt",
        "table.bot_acts": "{name}: {action}",
        "table.over": "Spel voorbij",
        "table.spectator": "Toeschouwer",
        "pass.title": "Geef het apparaat aan {name}",
        "pass.hint": "De kaarten blijven verborgen tot {name} klaar is.",
        "pass.confirm": "Ik ben {name}",
        "end.title": "Spel voorbij",
        "end.winner": "{names} wint!",
        "end.winners": "{names} winnen!",
        "end.rank": "Plaats",
        "end.name": "Naam",
        "end.score": "Punten",
        "end.again": "Nog een keer",
        "end.lobby": "Naar de lobby",
        "end.show_table": "Tafel bekijken",
        "end.lower_better": "Minder punten is beter.",
        "end.lower_better_of": "{label}: minder is beter.",
        "end.round_limit": "Het rondelimiet heeft het spel beëindigd.",
        "end.round_limit_n": "Het rondelimiet ({limit} rondes) heeft het spel beëindigd.",
        "table.last_move": "Laatst: {move}",
        "update.ready": "Er is een nieuwe versie geïnstalleerd.",
        "update.reload": "Opnieuw laden",
        "close": "Sluiten",
    },
}

LANGUAGE_NAMES: dict[str, str] = {"de": "Deutsch", "en": "English", "nl": "Nederlands"}


def browser_lang(preferred: list[str]) -> str:
    """The first of the browser's languages ("nl-BE", "en") the app speaks, else German.

    Used until the player picks a language in the settings; boot.js chooses the same way for
    the words shown while Python starts."""
    for tag_ in preferred:
        code = str(tag_).lower().split("-")[0]
        if code in LANGUAGES:
            return code
    return DEFAULT_LANG


def normalize_lang(lang: object) -> str:
    """A supported language code for any input (a stored setting may be anything)."""
    return lang if isinstance(lang, str) and lang in LANGUAGES else DEFAULT_LANG


def t(lang: str, key: str, **values: object) -> str:
    """The text for ``key`` with ``{placeholders}`` filled; plain text, escape before HTML."""
    text = STRINGS.get(lang, {}).get(key) or STRINGS[DEFAULT_LANG].get(key) or key
    if values:
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def level_name(lang: str, level: str) -> str:
    """A bot level's display name; unknown level ids show as they are."""
    key = f"level.{level}"
    text = t(lang, key)
    return level if text == key else text


def translator(lang: str) -> Translator:
    return Translator(normalize_lang(lang))


class Translator:
    """``t`` bound to one language, the shape ``TableContext.t`` expects."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __call__(self, key: str, **values: object) -> str:
        return t(self.lang, key, **values)
