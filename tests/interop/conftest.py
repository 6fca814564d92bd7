# node_modules holds no Python tests; skip walking it.
collect_ignore = ["node_modules", "logs"]
