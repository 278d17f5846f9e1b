"""The network tests: loopback only (127.0.0.1), helpers on the path."""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
