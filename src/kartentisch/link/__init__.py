"""Play with one device each: a host device runs the game and talks to guest devices over
direct browser connections (WebRTC data channels) set up by exchanging codes (QR or text).

Browser-free and engine-only: the codes (``offer_code``), their QR pictures (``qr_code``),
the messages between host and guests (``messages``), the host's door for each remote seat
(``seat_door``) and the guest's stand-in for a match (``remote_match``). The page's side
(``static/js/peer-link.js``, ``ui.shell``) only carries text in and out.
"""
