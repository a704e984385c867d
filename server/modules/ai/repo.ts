import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiConversations, aiMessages, aiTools } from '../../db/schema';

/** Queries of AI writing: tools, conversations, messages. Every query of a user's data names the user. */
export const aiRepo = {
  listTools(db: Database) {
    return db
      .select({ id: aiTools.id, code: aiTools.code, name: aiTools.name, category: aiTools.category, summary: aiTools.summary })
      .from(aiTools)
      .where(eq(aiTools.enabled, true))
      .orderBy(asc(aiTools.sort), asc(aiTools.id));
  },

  async findTool(db: Database, id: number) {
    const rows = await db
      .select()
      .from(aiTools)
      .where(and(eq(aiTools.id, id), eq(aiTools.enabled, true)))
      .limit(1);
    return rows[0];
  },

  async findToolByCode(db: Database, code: string) {
    const rows = await db.select().from(aiTools).where(eq(aiTools.code, code)).limit(1);
    return rows[0];
  },

  async listConversations(db: Database, userId: number, { current, size }: { current: number; size: number }) {
    const [total] = await db.select({ n: count() }).from(aiConversations).where(eq(aiConversations.userId, userId));
    const records = await db
      .select({ id: aiConversations.id, title: aiConversations.title, toolId: aiConversations.toolId, toolName: aiTools.name, updatedAt: aiConversations.updatedAt })
      .from(aiConversations)
      .leftJoin(aiTools, eq(aiTools.id, aiConversations.toolId))
      .where(eq(aiConversations.userId, userId))
      .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
      .limit(size)
      .offset((current - 1) * size);
    return { total: total?.n ?? 0, records };
  },

  async findConversation(db: Database, userId: number, id: number) {
    const rows = await db
      .select({ id: aiConversations.id, title: aiConversations.title, toolId: aiConversations.toolId, toolName: aiTools.name, updatedAt: aiConversations.updatedAt })
      .from(aiConversations)
      .leftJoin(aiTools, eq(aiTools.id, aiConversations.toolId))
      .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
      .limit(1);
    return rows[0];
  },

  listMessages(db: Database, conversationId: number) {
    return db.select().from(aiMessages).where(eq(aiMessages.conversationId, conversationId)).orderBy(asc(aiMessages.id));
  },

  async createConversation(db: Database, values: { userId: number; toolId: number | null; title: string }) {
    const [row] = await db.insert(aiConversations).values(values).returning({ id: aiConversations.id });
    return row!.id;
  },

  async deleteConversation(db: Database, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(aiConversations)
      .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
      .returning({ id: aiConversations.id });
    return rows.length > 0;
  },

  touchConversation(db: Database, id: number) {
    return db.update(aiConversations).set({ updatedAt: new Date() }).where(eq(aiConversations.id, id));
  },

  async insertUserMessage(db: Database, values: { conversationId: number; userId: number; content: string }) {
    const [row] = await db
      .insert(aiMessages)
      .values({ ...values, role: 'user' })
      .returning({ id: aiMessages.id });
    return row!.id;
  },

  /** The answer of a request id, if it was already recorded (a resend is answered from here, spending nothing). */
  async findAnswerByRequest(db: Database, userId: number, requestId: string) {
    const rows = await db
      .select()
      .from(aiMessages)
      .where(and(eq(aiMessages.userId, userId), eq(aiMessages.requestId, requestId)))
      .limit(1);
    return rows[0];
  },

  /** Records an answer unless its request id already has one; undefined when it had. */
  async insertAnswer(
    db: Database,
    values: { conversationId: number; userId: number; content: string; provider: 'openai' | 'offline'; status: 'done' | 'stopped'; requestId: string },
  ) {
    const rows = await db
      .insert(aiMessages)
      .values({ ...values, role: 'assistant' })
      .onConflictDoNothing()
      .returning({ id: aiMessages.id });
    return rows[0]?.id;
  },

  /** Removes the answers after the conversation's last question (regenerate replaces them). */
  deleteAnswersAfter(db: Database, conversationId: number, messageId: number) {
    return db
      .delete(aiMessages)
      .where(and(eq(aiMessages.conversationId, conversationId), eq(aiMessages.role, 'assistant'), sql`${aiMessages.id} > ${messageId}`));
  },
};
