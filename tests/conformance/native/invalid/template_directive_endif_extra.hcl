a = "%{if true}x%{endif foo}"
