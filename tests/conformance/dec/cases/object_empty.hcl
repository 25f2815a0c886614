# nothing to decode
