a = b [ "key" ]
