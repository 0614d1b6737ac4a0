"""``python -m kartentisch``: the command line (simulations, and tools the games add)."""

from kartentisch.cli import main

raise SystemExit(main())
