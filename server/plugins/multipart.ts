import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Parser limits for every multipart form of the API. Busboy enforces them while it parses, so a
 * hostile form is cut short instead of being held in memory. The forms are small (a recipe has a
 * dozen fields), but a recipe's instructions travel as one JSON field of up to 100 × 2000
 * characters, hence a field may reach 1 MB. The file size here is only a fallback: each upload
 * passes its own limit (MediaService.readForm).
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 1024 * 1024,
  fields: 30,
  files: 1,
  parts: 32,
  headerPairs: 20,
  fileSize: 10 * 1024 * 1024,
} as const;

/**
 * Registers @fastify/multipart in the given (API) context. Bodies are not attached to
 * `request.body`: routes read them in one streaming pass through MediaService.readForm.
 */
export async function installMultipart(api: FastifyInstance): Promise<void> {
  await api.register(multipart, { limits: { ...MULTIPART_LIMITS } });
}
