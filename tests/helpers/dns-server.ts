import dgram from 'node:dgram'

/**
 * A DNS server on 127.0.0.1 (UDP) that answers TXT questions from `records` (name → TXT strings,
 * changeable while it runs) and NXDOMAIN for names it doesn't know: the claim check's DNS in tests
 * (CLAIM_DNS_SERVER). Each question seen is recorded as "TYPE name".
 */
export interface DnsServer {
  address: string
  records: Map<string, string[]>
  questions: string[]
  close(): Promise<void>
}

const TXT = 16

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = []
  let offset = start
  while (message[offset]! > 0) {
    const length = message[offset]!
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'))
    offset += length + 1
  }
  return { name: labels.join('.').toLowerCase(), end: offset + 1 }
}

function txtRecord(text: string): Buffer {
  const chunks: Buffer[] = []
  const bytes = Buffer.from(text, 'utf8')
  for (let at = 0; at < bytes.length || at === 0; at += 255) {
    const part = bytes.subarray(at, at + 255)
    chunks.push(Buffer.from([part.length]), part)
    if (bytes.length === 0) break
  }
  return Buffer.concat(chunks)
}

function answer(query: Buffer, records: Map<string, string[]>, questions: string[]): Buffer {
  const { name, end } = readName(query, 12)
  const type = query.readUInt16BE(end)
  questions.push(`${type === TXT ? 'TXT' : type} ${name}`)
  const question = query.subarray(12, end + 4)
  const known = records.get(name)
  const texts = known && type === TXT ? known : []
  const header = Buffer.alloc(12)
  query.copy(header, 0, 0, 2)
  const recursionDesired = query[2]! & 0x01
  header[2] = 0x84 | recursionDesired // a response, authoritative
  header[3] = 0x80 | (known ? 0 : 3) // recursion available; NXDOMAIN for unknown names
  header.writeUInt16BE(1, 4)
  header.writeUInt16BE(texts.length, 6)
  const answers = texts.map((text) => {
    const data = txtRecord(text)
    const fixed = Buffer.alloc(12)
    fixed.writeUInt16BE(0xc00c, 0) // the name: a pointer to the question's
    fixed.writeUInt16BE(TXT, 2)
    fixed.writeUInt16BE(1, 4) // IN
    fixed.writeUInt32BE(60, 6)
    fixed.writeUInt16BE(data.length, 10)
    return Buffer.concat([fixed, data])
  })
  return Buffer.concat([header, question, ...answers])
}

export async function startDnsServer(records: Record<string, string[]> = {}): Promise<DnsServer> {
  const table = new Map(Object.entries(records))
  const questions: string[] = []
  const socket = dgram.createSocket('udp4')
  socket.on('message', (message, peer) => {
    try {
      socket.send(answer(message, table, questions), peer.port, peer.address)
    } catch {
      // A malformed question gets no answer, as from a real server.
    }
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  const { port } = socket.address()
  return {
    address: `127.0.0.1:${port}`,
    records: table,
    questions,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  }
}
