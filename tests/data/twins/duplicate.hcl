io_mode = "async"
io_mode = "sync"
