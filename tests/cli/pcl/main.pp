resource "bucket" "aws:s3:Bucket" {
  name = "logs-${stack}"
  size = replicas * 2
}

output "arn" {
  value = upper(bucket.arn)
}

label = "${bucket.arn}:${replicas}"
ports = [for p in ports : p + 1]
