a = "x ${~ y ~} z"
b = "%{~ if true ~} q %{~ endif ~}"
