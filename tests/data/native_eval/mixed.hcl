# Realistic combinations of every node kind.
names         = [for s in servers: upper(s.name) if s.enabled]
by_zone       = {for s in servers: s.zone => s.name...}
ports         = servers[*].ports[0]
first_port    = servers[0].ports[*]
label         = "${env}-%{if length_ok}long%{else}short%{endif}-${count + 1}"
tags          = merge_me
lookup        = {for k, v in settings: k => v if k != "skip"}["a"]
nested_cond   = count > 2 ? (env == "prod" ? "big" : "medium") : "small"
zone_names    = {for z, ns in {for s in servers: s.zone => s.name...}: z => length_ok ? ns[0] : z}
template_list = [for s in servers: "${s.name}:%{for p in s.ports}${p},%{endfor}"]
object_key_ref = {(env) = count, env = "literal"}
count_str     = "${count}" + 1
splat_in_for  = [for s in servers: s.ports[*]]
index_chain   = settings["a"] == settings.a
str_cmp_error = env > "a"
cond_in_key   = {for s in servers: (s.enabled ? "on" : "off") => s.name...}
for_in_func   = max([for s in servers: s.ports[0]]...)
