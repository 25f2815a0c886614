a  = 1 #tight
bb = 2 #tight
