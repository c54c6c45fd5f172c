import { article as aiHiringStrategies } from './ai-hiring-strategies'
import { article as aiInterviewAssistants } from './ai-interview-assistants'
import { article as bestAiSourcingTools } from './best-ai-sourcing-tools'
import { article as ethicalAiHiring } from './ethical-ai-hiring'
import { article as reducingBiasWithAi } from './reducing-bias-with-ai'
import type { SeedArticle } from './types'

export type { SeedArticle, ArticleSegment } from './types'

export const seedArticles: SeedArticle[] = [
  bestAiSourcingTools,
  aiInterviewAssistants,
  aiHiringStrategies,
  ethicalAiHiring,
  reducingBiasWithAi,
]
