a = "%{bogus}"
