"""Playing with one device each, as the page shows it: the host's invitations, the guest's
join screen and the help on connecting. Browser-free HTML; ``ui.shell.together_host`` and
``ui.shell.together_guest`` put it in the page and carry the messages (``kartentisch.link``).
"""
