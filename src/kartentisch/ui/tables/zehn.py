"""The Zehn table: the round card and the pot in the middle, every seat's laid cards round it.

Each seat shows its laid cards (a face-down card as a back, except to whoever laid or holds
it), the protection chips on the first card, chips in stock, hand size and penalty points. The
controls below follow the phase: pick a hand card, then lay it open or face down with 0, 1 or 2
chips; open an auction (pick a card, set the bid, confirm) or pass; raise or pass; take the
extra protection; add a second card or stop (cards that would pass 10 are shown with the sum
that bars them; with none that fits, "stop" is the one button); name the next start player.
Every choice offered comes from the legal actions.
After each round a resolution panel walks through it: cards turned, totals, who takes the
penalty cards, who takes the pot (and, on equal totals, which tie-break decided), who chooses
the next start player.
"""

from __future__ import annotations

from kartentisch.engine.protocol import Action, View
from kartentisch.engine.wording import about, person_key
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.cards import penalty_points
from kartentisch.games.zehn.texts import card_label, card_name, describe_action, describe_event
from kartentisch.ui.html import button, esc, tag
from kartentisch.ui.table_api import BaseRenderer, TableContext

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "round": "Runde {r} von {n}",
        "round_card": "Rundenkarte: {n} Strafpunkte",
        "pot": "Pott",
        "pot_label": "Pott: {n} Chips",
        "draw": "Stapel: {n}",
        "chips": "{n} Chips",
        "hand": "{n} Handkarten",
        "penalty": "{n} Strafpunkte",
        "prot": "{n} Schutzchips",
        "you": "du",
        "start": "Startspieler",
        "turn": "am Zug",
        "down_card": "verdeckte Karte",
        "no_card": "noch keine Karte",
        "your_hand": "Deine Hand",
        "pick_first": "Wähle eine Handkarte für deine erste Karte.",
        "lay_how": "{card}: offen oder verdeckt legen, mit 0, 1 oder 2 Schutzchips?",
        "open": "Offen",
        "down": "Verdeckt",
        "chips_n": "+{n} Chips",
        "lay_label": "{card} {mode} legen, {n} Schutzchips",
        "bid_prompt": "Eröffne eine Versteigerung um eine Karte oder passe.",
        "bid_target": "Karte von {name} (ab {n})",
        "bid_target_short": "{name} (ab {n})",
        "bid_amount": "Gebot für die Karte von {name}:",
        "bid_go": "{n} bieten",
        "less": "weniger",
        "more": "mehr",
        "pass": "Passen",
        "raise_prompt": "Versteigerung um die Karte von {owner}: Höchstgebot {high} von {leader}.",
        "raise_min": "Mindestens {n}.",
        "raise_go": "Auf {n} erhöhen",
        "protect_prompt": "Du hast die Karte ersteigert. Schutz auf deiner neuen Karte erhöhen?",
        "keep": "Schutz lassen",
        "protect_go": "Auf {n} Schutzchips",
        "second_prompt": "Zweite Karte dazulegen (Summe höchstens 10) oder aufhören?",
        "second_sum": "{card}: Summe {sum}",
        "too_high": "{card} geht nicht: {first} + {card} = {sum}, mehr als 10.",
        "stop": "Keine zweite Karte",
        "add_go": "{card} dazu: Summe {sum}",
        "choose_prompt": "Du hast den Pott. Wer beginnt die nächste Runde?",
        "choose_go": "{name} beginnt",
        "wait_first": "{name} legt die erste Karte.",
        "wait_bid": "{name} überlegt eine Versteigerung.",
        "wait_raise": "{name} ist bei der Versteigerung dran.",
        "wait_protect": "{name} überlegt den Schutz.",
        "wait_second": "{name} überlegt eine zweite Karte.",
        "wait_choose": "{name} bestimmt den nächsten Startspieler.",
        "over": "Das Spiel ist zu Ende.",
        "auction": "Versteigerung: Karte von {owner}, Höchstgebot {high} ({leader})",
        "res_title": "Runde {r}: Auflösung",
        "res_turned": "Alle Karten werden aufgedeckt:",
        "res_total": "Summe {n}",
        "res_joker": "Joker zählt {n}",
        "res_loser": "{name} hat die niedrigste Summe und nimmt alle Karten und die "
        "Rundenkarte: {n} Strafpunkte.",
        "res_winner": "{name} hat die höchste Summe und gewinnt den Pott: {n} Chips.",
        "res_tie_high_card": "Gleiche Summe: die höhere Einzelkarte liegt vorn.",
        "res_tie_turn_order": "Gleiche Summe und gleich hohe Einzelkarte: wer in der Zugfolge "
        "früher kommt, liegt vorn.",
        "res_chooser": "{name} bestimmt den nächsten Startspieler.",
        "res_chosen": "{name} beginnt die nächste Runde.",
        "res_end": "Das war die letzte Runde.",
        "res_ok": "Schließen",
        "res_loser_you": "Du hast die niedrigste Summe und nimmst alle Karten und die "
        "Rundenkarte: {n} Strafpunkte.",
        "res_loser_you_one": "Du hast die niedrigste Summe und nimmst alle Karten und die "
        "Rundenkarte: 1 Strafpunkt.",
        "res_winner_you": "Du hast die höchste Summe und gewinnst den Pott: {n} Chips.",
        "res_winner_you_one": "Du hast die höchste Summe und gewinnst den Pott: 1 Chip.",
        "res_chooser_you": "Du bestimmst den nächsten Startspieler.",
        "res_chosen_you": "Du beginnst die nächste Runde.",
        "opened": "hat versteigert",
        "my_total": "Deine Summe: {n}",
        "score": "Endstand {n}",
        "round_card_one": "Rundenkarte: 1 Strafpunkt",
        "pot_label_one": "Pott: 1 Chip",
        "chips_one": "1 Chip",
        "hand_one": "1 Handkarte",
        "penalty_one": "1 Strafpunkt",
        "prot_one": "1 Schutzchip",
        "chips_n_one": "+1 Chip",
        "lay_label_one": "{card} {mode} legen, 1 Schutzchip",
        "protect_go_one": "Auf 1 Schutzchip",
        "res_loser_one": "{name} hat die niedrigste Summe und nimmt alle Karten und die "
        "Rundenkarte: 1 Strafpunkt.",
        "res_winner_one": "{name} hat die höchste Summe und gewinnt den Pott: 1 Chip.",
        "legend": "Zeichen: ● Chips im Vorrat · ▯ Handkarten · ✖ Strafpunkte · S Startspieler",
    },
    "en": {
        "round": "Round {r} of {n}",
        "round_card": "Round card: {n} penalty points",
        "pot": "Pot",
        "pot_label": "Pot: {n} chips",
        "draw": "Pile: {n}",
        "chips": "{n} chips",
        "hand": "{n} cards in hand",
        "penalty": "{n} penalty points",
        "prot": "{n} protection chips",
        "you": "you",
        "start": "start player",
        "turn": "to act",
        "down_card": "face-down card",
        "no_card": "no card yet",
        "your_hand": "Your hand",
        "pick_first": "Pick a hand card for your first card.",
        "lay_how": "{card}: lay it face up or face down, with 0, 1 or 2 protection chips?",
        "open": "Face up",
        "down": "Face down",
        "chips_n": "+{n} chips",
        "lay_label": "Lay {card} {mode}, {n} protection chips",
        "bid_prompt": "Open an auction for a card, or pass.",
        "bid_target": "{name}'s card (from {n})",
        "bid_target_short": "{name} (from {n})",
        "bid_amount": "Bid for {name}'s card:",
        "bid_go": "Bid {n}",
        "less": "less",
        "more": "more",
        "pass": "Pass",
        "raise_prompt": "Auction for {owner}'s card: highest bid {high} by {leader}.",
        "raise_min": "At least {n}.",
        "raise_go": "Raise to {n}",
        "protect_prompt": "You won the card. Raise the protection on your new card?",
        "keep": "Keep protection",
        "protect_go": "To {n} protection chips",
        "second_prompt": "Add a second card (total at most 10), or stop?",
        "second_sum": "{card}: total {sum}",
        "too_high": "{card} does not fit: {first} + {card} = {sum}, more than 10.",
        "stop": "No second card",
        "add_go": "Add {card}: total {sum}",
        "choose_prompt": "You won the pot. Who starts the next round?",
        "choose_go": "{name} starts",
        "wait_first": "{name} lays a first card.",
        "wait_bid": "{name} considers an auction.",
        "wait_raise": "{name} is bidding.",
        "wait_protect": "{name} considers the protection.",
        "wait_second": "{name} considers a second card.",
        "wait_choose": "{name} names the next start player.",
        "over": "The game is over.",
        "auction": "Auction: {owner}'s card, highest bid {high} ({leader})",
        "res_title": "Round {r}: resolution",
        "res_turned": "All cards are turned up:",
        "res_total": "total {n}",
        "res_joker": "joker counts {n}",
        "res_loser": "{name} has the lowest total and takes every card and the round card: "
        "{n} penalty points.",
        "res_winner": "{name} has the highest total and wins the pot: {n} chips.",
        "res_tie_high_card": "Equal totals: the higher single card ranks higher.",
        "res_tie_turn_order": "Equal totals and equal highest cards: whoever comes earlier in "
        "turn order ranks higher.",
        "res_chooser": "{name} names the next start player.",
        "res_chosen": "{name} starts the next round.",
        "res_end": "That was the last round.",
        "res_ok": "Close",
        "res_loser_you": "You have the lowest total and take every card and the round card: {n} "
        "penalty points.",
        "res_loser_you_one": "You have the lowest total and take every card and the round card: "
        "1 penalty point.",
        "res_winner_you": "You have the highest total and win the pot: {n} chips.",
        "res_winner_you_one": "You have the highest total and win the pot: 1 chip.",
        "res_chooser_you": "You name the next start player.",
        "res_chosen_you": "You start the next round.",
        "opened": "has bid",
        "my_total": "Your total: {n}",
        "score": "Final {n}",
        "round_card_one": "Round card: 1 penalty point",
        "pot_label_one": "Pot: 1 chip",
        "chips_one": "1 chip",
        "hand_one": "1 card in hand",
        "penalty_one": "1 penalty point",
        "prot_one": "1 protection chip",
        "chips_n_one": "+1 chip",
        "lay_label_one": "Lay {card} {mode}, 1 protection chip",
        "protect_go_one": "To 1 protection chip",
        "res_loser_one": "{name} has the lowest total and takes every card and the round card: "
        "1 penalty point.",
        "res_winner_one": "{name} has the highest total and wins the pot: 1 chip.",
        "legend": "Symbols: ● chips in stock · ▯ cards in hand · ✖ penalty points · S start player",
    },
    "nl": {
        "round": "Ronde {r} van {n}",
        "round_card": "Rondekaart: {n} strafpunten",
        "pot": "Pot",
        "pot_label": "Pot: {n} fiches",
        "draw": "Stapel: {n}",
        "chips": "{n} fiches",
        "hand": "{n} handkaarten",
        "penalty": "{n} strafpunten",
        "prot": "{n} beschermingsfiches",
        "you": "jij",
        "start": "startspeler",
        "turn": "aan de beurt",
        "down_card": "dichte kaart",
        "no_card": "nog geen kaart",
        "your_hand": "Jouw hand",
        "pick_first": "Kies een handkaart als eerste kaart.",
        "lay_how": "{card}: open of dicht leggen, met 0, 1 of 2 fiches bescherming?",
        "open": "Open",
        "down": "Dicht",
        "chips_n": "+{n} fiches",
        "lay_label": "{card} {mode} leggen, {n} fiches bescherming",
        "bid_prompt": "Open een veiling op een kaart, of pas.",
        "bid_target": "Kaart van {name} (vanaf {n})",
        "bid_target_short": "{name} (vanaf {n})",
        "bid_amount": "Bod op de kaart van {name}:",
        "bid_go": "{n} bieden",
        "less": "minder",
        "more": "meer",
        "pass": "Passen",
        "raise_prompt": "Veiling om de kaart van {owner}: hoogste bod {high} van {leader}.",
        "raise_min": "Minstens {n}.",
        "raise_go": "Verhoog naar {n}",
        "protect_prompt": "Je hebt de kaart gekocht. Bescherming verhogen?",
        "keep": "Bescherming laten",
        "protect_go": "Naar {n} fiches",
        "second_prompt": "Een tweede kaart bijleggen (hoogstens 10) of stoppen?",
        "second_sum": "{card}: totaal {sum}",
        "too_high": "{card} past niet: {first} + {card} = {sum}, meer dan 10.",
        "stop": "Geen tweede kaart",
        "add_go": "{card} erbij: totaal {sum}",
        "choose_prompt": "Jij wint de pot. Wie begint de volgende ronde?",
        "choose_go": "{name} begint",
        "wait_first": "{name} legt een eerste kaart.",
        "wait_bid": "{name} denkt aan een veiling.",
        "wait_raise": "{name} is aan de beurt in de veiling.",
        "wait_protect": "{name} denkt aan bescherming.",
        "wait_second": "{name} denkt aan een tweede kaart.",
        "wait_choose": "{name} wijst de volgende startspeler aan.",
        "over": "Het spel is afgelopen.",
        "auction": "Veiling: kaart van {owner}, hoogste bod {high} ({leader})",
        "res_title": "Ronde {r}: afrekening",
        "res_turned": "Alle kaarten gaan open:",
        "res_total": "totaal {n}",
        "res_joker": "joker telt {n}",
        "res_loser": "{name} heeft de laagste score en krijgt alle kaarten en de rondekaart: "
        "{n} strafpunten.",
        "res_winner": "{name} heeft de hoogste score en wint de pot: {n} fiches.",
        "res_tie_high_card": "Gelijk totaal: de hogere losse kaart gaat voor.",
        "res_tie_turn_order": "Gelijk totaal en even hoge losse kaart: wie eerder aan de beurt "
        "is, gaat voor.",
        "res_chooser": "{name} wijst de volgende startspeler aan.",
        "res_chosen": "{name} begint de volgende ronde.",
        "res_end": "Dat was de laatste ronde.",
        "res_ok": "Sluiten",
        "res_loser_you": "Je hebt de laagste score en krijgt alle kaarten en de rondekaart: {n} "
        "strafpunten.",
        "res_loser_you_one": "Je hebt de laagste score en krijgt alle kaarten en de rondekaart: "
        "1 strafpunt.",
        "res_winner_you": "Je hebt de hoogste score en wint de pot: {n} fiches.",
        "res_winner_you_one": "Je hebt de hoogste score en wint de pot: 1 fiche.",
        "res_chooser_you": "Je wijst de volgende startspeler aan.",
        "res_chosen_you": "Jij begint de volgende ronde.",
        "opened": "heeft geboden",
        "my_total": "Jouw totaal: {n}",
        "score": "Eindstand {n}",
        "round_card_one": "Rondekaart: 1 strafpunt",
        "pot_label_one": "Pot: 1 fiche",
        "chips_one": "1 fiche",
        "hand_one": "1 handkaart",
        "penalty_one": "1 strafpunt",
        "prot_one": "1 beschermingsfiche",
        "chips_n_one": "+1 fiche",
        "lay_label_one": "{card} {mode} leggen, 1 fiche bescherming",
        "protect_go_one": "Naar 1 fiche",
        "res_loser_one": "{name} heeft de laagste score en krijgt alle kaarten en de rondekaart: "
        "1 strafpunt.",
        "res_winner_one": "{name} heeft de hoogste score en wint de pot: 1 fiche.",
        "legend": "Tekens: ● fiches in voorraad · ▯ handkaarten · ✖ strafpunten · S startspeler",
    },
}


def _w(ctx: TableContext) -> dict[str, str]:
    return WORDS.get(ctx.lang, WORDS["de"])


def _count(
    w: dict[str, str],
    key: str,
    n: object,
    seat: int | None = None,
    viewer: int | None = None,
    **values: object,
) -> str:
    """``key`` for the number ``n``: its ``_one`` form for exactly one ("1 Chip"), so no
    text is mended afterwards (that could change a player's name); about ``seat``, its "du"
    form for the ``viewer``."""
    key = person_key(w, key, seat, viewer)
    chosen = f"{key}_one" if str(n) == "1" and f"{key}_one" in w else key
    return w[chosen].format(n=n, **values)


def _name(ctx: TableContext, view: View, seat: int | None) -> str:
    if seat is None:
        return "?"
    if seat < len(ctx.names):
        return str(ctx.names[seat])
    return str(view["players"][seat]["name"])


def _card_inner(card: str) -> str:
    """The face of a card: its value big, a penalty card's points in a red corner.

    The space between the two keeps them two words for the accessibility tree ("5 6").
    """
    if card == "JK":
        return (
            tag("span", "★", class_="zt-v")
            + " "
            + tag("span", esc(penalty_points(card)), class_="zt-pp")
        )
    if card.startswith("P"):
        points = penalty_points(card)
        return (
            tag("span", esc(card[1:]), class_="zt-v")
            + " "
            + tag("span", esc(points), class_="zt-pp")
        )
    if card.startswith("R"):
        return tag("span", esc(card[1:]), class_="zt-v")
    return tag("span", esc(card), class_="zt-v")


def _kind(card: str) -> str:
    if card == "JK":
        return "zt-joker"
    if card.startswith("P"):
        return "zt-pen"
    if card.startswith("R"):
        return "zt-round"
    return "zt-normal"


def _refusal(w: dict[str, str], key: str, action: Action) -> str:
    """The quiet button that declines: pass, keep the protection, no second card."""
    return button(esc(w[key]), action=action, class_="zt-btn zt-pass", aria_label=w[key])


def card_face(card: str, lang: str, extra: str = "", small: bool = False) -> str:
    cls = f"card face zt-card {_kind(card)}" + (" small" if small else "") + extra
    return tag("span", _card_inner(card), class_=cls, role="img", aria_label=card_label(card, lang))


def card_back(label: str, small: bool = False) -> str:
    return tag(
        "span",
        "",
        class_="card back zt-card" + (" small" if small else ""),
        role="img",
        aria_label=label,
    )


def chip_dots(n: int, label: str) -> str:
    if n <= 0:
        return ""
    return tag(
        "span",
        "".join(tag("i", "", class_="zt-chip") for _ in range(n)),
        class_="zt-prot",
        role="img",
        aria_label=label,
    )


OWN_MOVES = ("lay", "pass", "auction", "fold", "raise", "protect", "stop", "add")
"""Event kinds that record a seat's own choice (``seat`` is the one who chose)."""


def _moved_since(view: View, seat: int | None) -> bool:
    """Whether ``seat`` has made a move since the last round was scored.

    A person who plays on has read the resolution, so the panel stays closed after a reload
    too, where the dismissal kept in ``ctx.keep`` is gone. Without the reveal among the
    events in the view, the round lies far back and counts as read.
    """
    if seat is None:
        return False
    events = view["events"]
    reveals = [i for i, e in enumerate(events) if e["e"] == "reveal"]
    if not reveals:
        return True
    for event in events[reveals[-1] + 1 :]:
        if event["e"] in OWN_MOVES and event.get("seat") == seat:
            return True
        if event["e"] == "start" and event.get("by") == seat:
            return True
    return False


def _tie_breaks(res: dict[str, object]) -> list[str]:
    """The tie-breaks that decided who took the pot or the penalty, each named once.

    Totals alone often do not tell (everyone may show "total 10"), so the panel says which
    rule set the first or the last seat apart: the higher single card, or the turn order.
    """
    out: list[str] = []
    for key in ("winner_by", "loser_by"):
        reason = res.get(key)
        if reason in ("high_card", "turn_order") and reason not in out:
            out.append(str(reason))
    return out


class ZehnRenderer(BaseRenderer):
    game_id = "zehn"

    # ---- the whole table ------------------------------------------------------------------
    def render(self, view: View, ctx: TableContext) -> str:
        n = len(view["players"])
        me = ctx.seat
        order = [(me + k) % n for k in range(1, n)] if me is not None else list(range(n))
        others = "".join(self._seat(view, ctx, s) for s in order)
        mine = self._seat(view, ctx, me) if me is not None else ""
        # The question comes before the last round's result panel: the prompt and the hand
        # stay in reach, the panel below them is read when there is time.
        body = (
            tag("div", others, class_=f"zt-others zt-n{n}")
            + self._centre(view, ctx)
            + tag("div", mine, class_="zt-mine")
            + self._controls(view, ctx)
            + self._hand(view, ctx)
            + self._resolution(view, ctx)
        )
        legend = tag("p", esc(_w(ctx)["legend"]), class_="zt-legend zt-small")
        return tag("div", body + legend, class_="zt", data_phase=view["phase"])

    def _centre(self, view: View, ctx: TableContext) -> str:
        w = _w(ctx)
        parts = [
            tag(
                "div",
                esc(w["round"].format(r=view["round"], n=view["rounds"])),
                class_="zt-roundno",
            )
        ]
        card = view["round_card"]
        if card:
            parts.append(card_face(card, ctx.lang, " zt-roundcard"))
            parts.append(tag("div", esc(_count(w, "round_card", card[1:])), class_="zt-small"))
        pot = tag("span", "", class_="zt-chip big") + tag(
            "span", esc(view["pot"]), class_="zt-potn"
        )
        parts.append(
            tag(
                "div",
                pot,
                class_="zt-pot",
                role="img",
                aria_label=_count(w, "pot_label", view["pot"]),
            )
        )
        parts.append(tag("div", esc(w["draw"].format(n=view["draw"])), class_="zt-small"))
        auction = view.get("auction")
        if auction:
            text = w["auction"].format(
                owner=_name(ctx, view, auction["owner"]),
                high=auction["high"],
                leader=_name(ctx, view, auction["leader"]),
            )
            parts.append(tag("div", esc(text), class_="zt-auction", role="status"))
        return tag("div", "".join(parts), class_="zt-centre")

    def _seat(self, view: View, ctx: TableContext, seat: int) -> str:
        w = _w(ctx)
        p = view["players"][seat]
        name = _name(ctx, view, seat)
        auction = view.get("auction")
        classes = ["zt-seat"]
        if seat == ctx.seat:
            classes.append("me")
        if seat == view["turn"] and not view["over"]:
            classes.append("active")
        if auction and seat == auction["owner"]:
            classes.append("owner")
        head = tag("span", esc(name), class_="zt-name")
        if seat == ctx.seat:
            head += tag("span", esc(w["you"]), class_="zt-you")
        if seat == view["start"]:
            head += tag("span", "S", class_="zt-start", title=w["start"], aria_label=w["start"])
        stats = (
            tag(
                "span",
                esc(p["chips"]),
                class_="zt-stock",
                aria_label=_count(w, "chips", p["chips"]),
            )
            + tag(
                "span", esc(p["hand"]), class_="zt-handn", aria_label=_count(w, "hand", p["hand"])
            )
            + tag(
                "span",
                esc(p["penalty"]),
                class_="zt-pen-n",
                aria_label=_count(w, "penalty", p["penalty"]),
            )
        )
        if view["over"] and "scores" in view:
            stats += tag("span", esc(w["score"].format(n=view["scores"][seat])), class_="zt-final")
        laid = self._laid(view, ctx, seat)
        return tag(
            "section",
            tag("div", head, class_="zt-head") + tag("div", stats, class_="zt-stats") + laid,
            class_=" ".join(classes),
            data_seat=seat,
            aria_label=name,
        )

    def _laid(self, view: View, ctx: TableContext, seat: int) -> str:
        w = _w(ctx)
        p = view["players"][seat]
        small = seat != ctx.seat
        cards = []
        for i, card in enumerate(p["laid"]):
            if card is None:
                html = card_back(w["down_card"], small)
            else:
                extra = " zt-down-own" if i == 0 and p["down"] else ""
                html = card_face(card, ctx.lang, extra, small)
            if i == 0:
                html = tag(
                    "span",
                    html + chip_dots(p["protection"], _count(w, "prot", p["protection"])),
                    class_="zt-first",
                )
            cards.append(html)
        if not cards:
            cards.append(
                tag(
                    "span",
                    "",
                    class_="zt-slot" + (" small" if small else ""),
                    role="img",
                    aria_label=w["no_card"],
                )
            )
        return tag("div", "".join(cards), class_="zt-laid")

    # ---- the hand ------------------------------------------------------------------------
    def _hand(self, view: View, ctx: TableContext) -> str:
        hand = view.get("hand")
        if not hand:
            return ""
        w = _w(ctx)
        phase = view["phase"]
        picking = phase == "first" and bool(ctx.legal)
        adding = phase == "second" and bool(ctx.legal)
        sums = view.get("sums") or {}
        out = []
        for card in hand:
            label = card_label(card, ctx.lang)
            inner = _card_inner(card)
            cls = f"card face zt-card {_kind(card)}"
            if picking:
                selected = ctx.ui.get("pick") == card
                out.append(
                    button(
                        inner,
                        ui=f"pick {card}",
                        class_=cls + " playable" + (" selected" if selected else ""),
                        aria_label=label,
                        aria_pressed="true" if selected else "false",
                    )
                )
            elif adding and actions.add(card) in ctx.legal:
                out.append(
                    button(
                        inner,
                        action=actions.add(card),
                        class_=cls + " playable",
                        aria_label=w["second_sum"].format(card=label, sum=sums.get(card)),
                    )
                )
            elif adding and card in sums:
                out.append(
                    tag(
                        "span",
                        inner,
                        class_=cls + " dim",
                        role="img",
                        aria_label=label,
                        title=self._too_high(view, ctx, card),
                    )
                )
            else:
                out.append(tag("span", inner, class_=cls, role="img", aria_label=label))
        return tag(
            "div",
            tag("h2", esc(w["your_hand"]), class_="zt-h")
            + tag("div", "".join(out), class_="zt-handcards cards-fan open"),
            class_="zt-hand",
        )

    def _too_high(self, view: View, ctx: TableContext, card: str) -> str:
        me = view["players"][ctx.seat]["laid"][0] if ctx.seat is not None else None
        first = card_name(me, ctx.lang) if me else "?"
        total = (view.get("sums") or {}).get(card, "?")
        return _w(ctx)["too_high"].format(card=card_name(card, ctx.lang), first=first, sum=total)

    # ---- controls per phase ---------------------------------------------------------------
    def _controls(self, view: View, ctx: TableContext) -> str:
        w = _w(ctx)
        if view["over"]:
            return tag("div", tag("p", esc(w["over"]), class_="zt-prompt"), class_="zt-controls")
        if not ctx.legal:
            key = f"wait_{view['phase']}"
            text = w.get(key, "").format(name=_name(ctx, view, view["turn"]))
            return tag(
                "div", tag("p", esc(text), class_="zt-prompt", role="status"), class_="zt-controls"
            )
        phase = view["phase"]
        body = {
            "first": self._c_first,
            "bid": self._c_bid,
            "raise": self._c_raise,
            "protect": self._c_protect,
            "second": self._c_second,
            "choose": self._c_choose,
        }[phase](view, ctx)
        return tag("div", body, class_="zt-controls mine", role="group")

    def _prompt(self, text: str) -> str:
        """The question of the person's turn: the one element marked as asking now."""
        return tag("p", esc(text), class_="zt-prompt", role="status", data_prompt=True)

    def _c_first(self, view: View, ctx: TableContext) -> str:
        w = _w(ctx)
        card = ctx.ui.get("pick")
        if not card or actions.lay(card) not in ctx.legal:
            return self._prompt(w["pick_first"])
        name = card_name(card, ctx.lang)
        rows = []
        for mode in (actions.OPEN, actions.DOWN):
            cells = []
            for chips in range(3):
                action = actions.lay(card, mode == actions.DOWN, chips)
                if action not in ctx.legal:
                    continue
                label = w[mode] if chips == 0 else _count(w, "chips_n", chips)
                cells.append(
                    button(
                        esc(label),
                        action=action,
                        class_=f"zt-btn zt-{mode}",
                        aria_label=_count(w, "lay_label", chips, card=name, mode=w[mode]),
                    )
                )
            rows.append(
                tag(
                    "div",
                    tag("span", esc(w[mode]), class_="zt-rowlabel") + "".join(cells),
                    class_="zt-row",
                )
            )
        return self._prompt(w["lay_how"].format(card=name)) + "".join(rows)

    def _stepper(self, ctx: TableContext, amounts: list[int], verb: str) -> tuple[int, str]:
        """A bid amount within the legal ones, with less/more buttons."""
        w = _w(ctx)
        amount = ctx.ui.get("amount", amounts[0])
        if amount not in amounts:
            amount = amounts[0]
        less = button(
            "−",
            ui="amount -",
            class_="zt-btn zt-step",
            aria_label=w["less"],
            disabled=amount == amounts[0],
        )
        more = button(
            "+",
            ui="amount +",
            class_="zt-btn zt-step",
            aria_label=w["more"],
            disabled=amount == amounts[-1],
        )
        shown = tag("span", esc(amount), class_="zt-amount", aria_live="polite")
        return amount, tag("span", less + shown + more, class_="zt-stepper")

    def _c_bid(self, view: View, ctx: TableContext) -> str:
        w = _w(ctx)
        targets: dict[int, list[int]] = {}
        for offer in actions.of_verb(ctx.legal, actions.BID):
            targets.setdefault(int(str(offer.seat)), []).append(offer.amount)
        out = [self._prompt(w["bid_prompt"])]
        chosen = ctx.ui.get("target")
        buttons = []
        for owner, amounts in sorted(targets.items()):
            label = w["bid_target"].format(name=_name(ctx, view, owner), n=min(amounts))
            short = w["bid_target_short"].format(name=_name(ctx, view, owner), n=min(amounts))
            buttons.append(
                button(
                    esc(short),
                    ui=f"target {owner}",
                    class_="zt-btn zt-target",
                    aria_pressed="true" if chosen == owner else "false",
                    aria_label=label,
                )
            )
        buttons.append(_refusal(w, "pass", actions.PASS))
        out.append(tag("div", "".join(buttons), class_="zt-row wrap"))
        if chosen in targets:
            amounts = sorted(targets[chosen])
            amount, stepper = self._stepper(ctx, amounts, "bid")
            go = button(
                esc(w["bid_go"].format(n=amount)),
                action=actions.bid(amount, chosen),
                class_="zt-btn zt-go",
                aria_label=w["bid_go"].format(n=amount),
            )
            out.append(
                tag(
                    "div",
                    tag(
                        "span",
                        esc(w["bid_amount"].format(name=_name(ctx, view, chosen))),
                        class_="zt-rowlabel",
                    )
                    + stepper
                    + go,
                    class_="zt-row",
                )
            )
        return "".join(out)

    def _c_raise(self, view: View, ctx: TableContext) -> str:
        w = _w(ctx)
        auction = view["auction"]
        amounts = sorted(p.amount for p in actions.of_verb(ctx.legal, actions.RAISE))
        out = [
            self._prompt(
                w["raise_prompt"].format(
                    owner=_name(ctx, view, auction["owner"]),
                    high=auction["high"],
                    leader=_name(ctx, view, auction["leader"]),
                )
            )
        ]
        row = [_refusal(w, "pass", actions.PASS)]
        if amounts:
            amount, stepper = self._stepper(ctx, amounts, "raise")
            row.append(tag("span", esc(w["raise_min"].format(n=amounts[0])), class_="zt-small"))
            row.append(stepper)
            row.append(
                button(
                    esc(w["raise_go"].format(n=amount)),
                    action=actions.raise_to(amount),
                    class_="zt-btn zt-go",
                    aria_label=w["raise_go"].format(n=amount),
                )
            )
        out.append(tag("div", "".join(row), class_="zt-row wrap"))
        return "".join(out)

    def _c_protect(self, view: View, ctx: TableContext) -> str:
        w = _w(ctx)
        row = [_refusal(w, "keep", actions.KEEP)]
        for offer in actions.of_verb(ctx.legal, actions.PROTECT):
            label = _count(w, "protect_go", offer.amount)
            action = actions.protect(offer.amount)
            row.append(button(esc(label), action=action, class_="zt-btn zt-go", aria_label=label))
        return self._prompt(w["protect_prompt"]) + tag("div", "".join(row), class_="zt-row wrap")

    def _c_second(self, view: View, ctx: TableContext) -> str:
        w = _w(ctx)
        sums = view.get("sums") or {}
        out = [self._prompt(w["second_prompt"])]
        if view.get("my_total") is not None:
            out.append(tag("p", esc(w["my_total"].format(n=view["my_total"])), class_="zt-small"))
        notes = [self._too_high(view, ctx, c) for c, s in sums.items() if s > 10]
        if notes:
            out.append(tag("ul", "".join(tag("li", esc(t)) for t in notes), class_="zt-notes"))
        row = []
        for offer in actions.of_verb(ctx.legal, actions.ADD):
            card = str(offer.card)
            label = w["add_go"].format(card=card_name(card, ctx.lang), sum=sums.get(card))
            action = actions.add(card)
            row.append(button(esc(label), action=action, class_="zt-btn zt-go", aria_label=label))
        row.append(_refusal(w, "stop", actions.STOP))
        out.append(tag("div", "".join(row), class_="zt-row wrap"))
        return "".join(out)

    def _c_choose(self, view: View, ctx: TableContext) -> str:
        w = _w(ctx)
        row = []
        for action in ctx.legal:
            seat = int(str(actions.parse(action).seat))
            name = _name(ctx, view, seat)
            label = w["choose_go"].format(name=name)
            # the prompt asks who starts: the button shows the name, a reader hears it whole
            row.append(button(esc(name), action=action, class_="zt-btn zt-go", aria_label=label))
        return self._prompt(w["choose_prompt"]) + tag("div", "".join(row), class_="zt-row wrap")

    # ---- the round's resolution -------------------------------------------------------------
    def _resolution(self, view: View, ctx: TableContext) -> str:
        res = view.get("resolution")
        if not res or ctx.keep.get("zehn_seen") == res["round"] or _moved_since(view, ctx.seat):
            return ""
        w = _w(ctx)
        n = len(res["cards"])
        steps = []
        rows = []
        for k in range(n):
            seat = (res["start"] + k) % n
            cards = "".join(card_face(c, ctx.lang, small=True) for c in res["cards"][seat])
            notes = [w["res_total"].format(n=res["totals"][seat])]
            for c, v in zip(res["cards"][seat], res["values"][seat], strict=True):
                if c == "JK":
                    notes.append(w["res_joker"].format(n=v))
            cls = (
                "zt-res-row"
                + (" loser" if seat == res["loser"] else "")
                + (" winner" if seat == res["winner"] else "")
            )
            rows.append(
                tag(
                    "li",
                    tag("span", esc(_name(ctx, view, seat)), class_="zt-name")
                    + tag("span", cards, class_="zt-res-cards")
                    + tag("span", esc(", ".join(notes)), class_="zt-res-total"),
                    class_=cls,
                )
            )
        steps.append(
            tag("li", esc(w["res_turned"]) + tag("ul", "".join(rows), class_="zt-res-list"))
        )
        steps.append(
            tag(
                "li",
                esc(
                    _count(
                        w,
                        "res_loser",
                        res["points"],
                        res["loser"],
                        ctx.seat,
                        name=_name(ctx, view, res["loser"]),
                    )
                ),
            )
        )
        steps.append(
            tag(
                "li",
                esc(
                    _count(
                        w,
                        "res_winner",
                        res["pot"],
                        res["winner"],
                        ctx.seat,
                        name=_name(ctx, view, res["winner"]),
                    )
                ),
            )
        )
        steps.extend(
            tag("li", esc(w[f"res_tie_{reason}"]), class_="zt-tie") for reason in _tie_breaks(res)
        )
        if view["over"]:
            steps.append(tag("li", esc(w["res_end"])))
        elif view["phase"] == "choose":
            steps.append(
                tag(
                    "li",
                    esc(
                        about(
                            w,
                            "res_chooser",
                            res["winner"],
                            ctx.seat,
                            name=_name(ctx, view, res["winner"]),
                        )
                    ),
                )
            )
        else:
            steps.append(
                tag(
                    "li",
                    esc(
                        about(
                            w,
                            "res_chosen",
                            view["start"],
                            ctx.seat,
                            name=_name(ctx, view, view["start"]),
                        )
                    ),
                )
            )
        # "Close", not "Continue": the panel only reports, the game goes on by the question
        # above it (or the bots), and a second call to go on would compete with that question.
        ok = button(esc(w["res_ok"]), ui="dismiss", class_="zt-btn zt-ok", aria_label=w["res_ok"])
        # the button beside the title, before the steps: in reach however long the list is
        head = tag(
            "div",
            tag("h2", esc(w["res_title"].format(r=res["round"])), class_="zt-h") + ok,
            class_="zt-res-head",
        )
        return tag(
            "section",
            head + tag("ol", "".join(steps), class_="zt-steps", tabindex="0"),
            class_="zt-resolution",
            aria_label=w["res_title"].format(r=res["round"]),
        )

    # ---- input -------------------------------------------------------------------------------
    def on_ui(self, command: str, view: View, ctx: TableContext) -> Action | None:
        parts = command.split()
        if not parts:
            return None
        if parts[0] == "pick" and len(parts) == 2:
            ctx.ui["pick"] = parts[1]
        elif parts[0] == "target" and len(parts) == 2:
            ctx.ui["target"] = int(parts[1])
            ctx.ui.pop("amount", None)
        elif parts[0] == "amount" and len(parts) == 2:
            amounts = self._amounts(view, ctx)
            if amounts:
                current = ctx.ui.get("amount", amounts[0])
                i = amounts.index(current) if current in amounts else 0
                i = max(0, min(len(amounts) - 1, i + (1 if parts[1] == "+" else -1)))
                ctx.ui["amount"] = amounts[i]
        elif parts[0] == "dismiss":
            res = view.get("resolution")
            if res:
                ctx.keep["zehn_seen"] = res["round"]
        return None

    def _amounts(self, view: View, ctx: TableContext) -> list[int]:
        if view["phase"] == "raise":
            return sorted(p.amount for p in actions.of_verb(ctx.legal, actions.RAISE))
        target = ctx.ui.get("target")
        offers = actions.of_verb(ctx.legal, actions.BID)
        return sorted(p.amount for p in offers if str(p.seat) == str(target))

    def on_key(self, key: str, view: View, ctx: TableContext) -> Action | None:
        if key in ("p", "P") and actions.PASS in ctx.legal:
            return actions.PASS
        if key in ("s", "S") and actions.STOP in ctx.legal:
            return actions.STOP
        return None

    # ---- words -------------------------------------------------------------------------------
    def end_note(self, view: View, ctx: TableContext) -> str:
        """Zehn ends after round 10 or early when the hands can't be refilled: say which."""
        reason = view.get("end_reason")
        if not reason:
            return ""
        return describe_event({"e": "end", "reason": reason}, ctx.names, ctx.lang)

    def log_lines(self, view: View, ctx: TableContext) -> list[str]:
        return [describe_event(e, ctx.names, ctx.lang, ctx.seat) for e in view["events"]]

    def announce(self, before: View | None, after: View, ctx: TableContext) -> list[str]:
        """The round's penalty and pot, and every auction won."""
        out: list[str] = []
        for event in ctx.fresh:
            if event["e"] in ("penalty", "won"):
                out.append(describe_event(event, ctx.names, ctx.lang, ctx.seat))
            elif event["e"] == "pot" and out:
                # one toast for the round's outcome: fewer toasts over the table
                out[-1] += " " + describe_event(event, ctx.names, ctx.lang, ctx.seat)
            elif event["e"] == "pot":
                out.append(describe_event(event, ctx.names, ctx.lang, ctx.seat))
        return out

    def describe_action(self, action: Action, view: View, ctx: TableContext) -> str:
        seat = view.get("turn")
        who = _name(ctx, view, seat) if isinstance(seat, int) else ""
        own = seat is not None and seat == ctx.seat
        text = describe_action(action, ctx.lang, ctx.names, own=own)
        return f"{who} {text}".strip()


Renderer = ZehnRenderer
"""The table of one match: ``tables.renderer_for`` makes one for each."""
