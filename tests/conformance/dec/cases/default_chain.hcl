a_primary  = "a1"
a_fallback = "a2"
b_fallback = "b2"
c_primary  = null
