stage = stage
kept  = kept
file  = file
