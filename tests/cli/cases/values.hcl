# Literal values of every kind, nested blocks and labels.
str      = "hello, <world> & friends"
num      = 42
big      = 123456789012345678901234567890
frac     = 0.1 + 0.2
neg      = -3.5e-3
yes      = true
nothing  = null
list     = [1, 2, 3]
mixed    = ["a", 1, true]
obj      = { a = 1, "b c" = "two", nested = { deep = [null] } }
empty_t  = []
empty_o  = {}
tmpl     = "x=${1 + 1}, y=%{if true}yes%{else}no%{endif}"
wrapped  = "${[1, 2]}"
heredoc  = <<-EOT
    indented
      more
    EOT
forlist  = [for i, v in ["a", "b"] : "${i}:${v}"]
forobj   = { for k, v in { x = 1, y = 2 } : "${k}!" => v if v > 1 }
forgroup = { for v in ["a", "b", "a"] : v => v... }
splat    = [{ n = 1 }, { n = 2 }][*].n
cond     = 1 > 2 ? "a" : "b"
unified  = true ? { a = 1 } : { b = 2 }
strnum   = "1" + 2
index    = { k = [10, 20] }["k"][1]
unicode  = "e\u0301 ☃ \U0001F600"

service "http" "web" {
  port = 80
  tags = ["a", "b"]

  process "main" {
    command = ["/bin/web", "--port", "80"]
  }
  process "helper" {}
}

empty {}
