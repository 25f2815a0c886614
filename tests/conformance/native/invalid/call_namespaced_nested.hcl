a = provider::aws::arn("x")
