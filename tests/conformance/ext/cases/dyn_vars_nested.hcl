dynamic "team" {
  for_each = teams
  labels   = [team.value.name]
  content {
    dynamic "member" {
      for_each = team.value.members
      labels   = [member.value]
      content {
        team  = team.value.name
        index = member.key
      }
    }
  }
}
