a = "plain text"
