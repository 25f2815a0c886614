# Install rules: placeholder until the packaging work lands.
