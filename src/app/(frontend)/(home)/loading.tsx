import { ToolCardSkeletons } from '@/components/tools/tool-card-skeleton'
import { Container } from '@/components/ui/container'

export default function Loading() {
  return (
    <Container className="py-12">
      <ToolCardSkeletons />
    </Container>
  )
}
