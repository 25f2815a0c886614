a     = "text ${str}"
n     = base + num
b     = flag
d     = { any = [1, "x"] }
l     = list
m     = { a = 1, b = twice(2) }
s     = ["x", "y", "x"]
t     = ["one", 2]
o     = { x = 1, y = [true, false] }
lm    = [{ k = 1 }, { k = "v" }]
other = join("-", "a", "b")
x2    = 5
w     = "word"
one {
  x = "inner"
  in {
    v = 1
  }
  in {
    v = 2
  }
}
item {
  id    = 1
  tags  = { k = "v" }
  extra = [1]
  flag {
    on = true
  }
}
item {
  id    = 2
  extra = "two"
}
tag {
  v = "t"
}
svc "api" {
  port = 80
  ep "http" "0.0.0.0" {
    w = 1
  }
}
svc "web" {
  port = 8080
}
env {
  HOME = "/root"
  N    = 1
}
host "h1" {
  addr = "10.0.0.1"
}
subs "k1" "sub1" {
  w = 3
}
