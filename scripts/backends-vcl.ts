/**
 * Prints a backends.vcl (scripts/lib/varnish.ts backendsVcl()) for app instances given as host:port;
 * each instance may purge. docker-compose.yml's is made with
 *   tsx scripts/backends-vcl.ts app:3000 > scripts/varnish/compose/backends.vcl
 * Host names resolve once, when Varnish loads the VCL, and each must name one address.
 */
import { backendsVcl } from './lib/varnish'

const instances = process.argv.slice(2).map((argument) => {
  const match = /^([\w.-]+):(\d+)$/.exec(argument)
  if (!match) {
    console.error(`not host:port: ${argument}\nusage: tsx scripts/backends-vcl.ts host:port [host:port …]`)
    process.exit(2)
  }
  return { host: match[1]!, port: Number(match[2]) }
})
if (instances.length === 0) {
  console.error('usage: tsx scripts/backends-vcl.ts host:port [host:port …]')
  process.exit(2)
}
process.stdout.write(backendsVcl({ backends: instances, purgers: [...new Set(instances.map((instance) => instance.host))] }))
