"""Bots for Zehn, deciding from their seat's view only.

- easy: plays almost at random within the rules, and rarely bids.
- medium: knows the odds of the cards it cannot see (everything not in its hand, on the table
  or in a penalty pile) and takes them at face value: each opponent's hidden hand is a random
  draw, a face-down card a random card. It plays for the best total by those odds, protects
  good open cards, bids on cards that improve its own total, and lays strong cards face down
  rather than open them to bids.
- hard: also reads the table. It expects every opponent to make the best of a full hand (an
  open first card is laid because it can be completed, a face-down card is chosen for its
  height), counts seats whose cards are final and visible exactly, weighs the tie rule (on
  equal totals the higher single card ranks higher, at both ends of the round), sheds
  costly hand cards towards the end, sometimes bluffs with a protected weak face-down card,
  and never pays for a face-down card whose owner has been caught bluffing. It reads a swap
  on both sides: the owner of a bought card gets the buyer's first card, and a face-down card
  stays face down, so its new holder can add nothing to it. So hard lays a low card face down
  when an open card on the table is worth buying, and leaves the owner stuck with it.
  It also places the opponents' jokers: a seat whose joker is still unseen holds it (before
  it lays and beside an open first card) or, mostly, has it on its face-down card, where a
  joker alone makes 10 with the highest single card of all. Ties go by turn order as the
  rules say, so the last seat of a round where the others laid their jokers lays its lowest
  card face down and buys one of them, leaving the owner the low card and the penalty.

Simulation (``simulate zehn --bots hard,medium,easy``) keeps hard < medium < easy;
``python3 -m bench bot_duel`` measures hard against an independent sampling bot.
"""
