import { rm } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '../../../contracts/errors.js';
import {
  exportFileName,
  IMPORT_ARCHIVE_FIELD,
  IMPORT_FORMATS,
  IMPORT_PROGRESS_TYPE,
  type ImportFormat,
  type ImportProgress,
  importReportSchema,
} from '../../../contracts/portability.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { responseGone } from '../../response-gone.js';
import type { MediaService } from '../media/media-service.js';
import { uploadTempDir } from '../media/post-form.js';
import type { MediaStorage } from '../media/storage.js';
import { receiveArchive } from './archive-upload.js';
import { exportArchive } from './export-archive.js';
import { FORMAT_READERS, notSupportedYet, openSource, readerFor } from './formats/readers.js';
import type { ImportSource, RecipeStream } from './formats/shared/format-reader.js';
import { importRecipes } from './import-recipes.js';

interface Deps {
  db: Db;
  config: Config;
  media: MediaService;
  storage: MediaStorage;
}

/** Progress lines go out at most this often, and always the last one. */
const PROGRESS_EVERY_MS = 100;

const wantsProgress = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes(IMPORT_PROGRESS_TYPE);

/** A cook's data out, and recipes back in (decisions 027 and 031). */
export async function portabilityRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, media, storage } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/export',
    {
      config: { access: 'user' },
      // Photos and videos are compressed already; the zip compresses the JSON itself.
      compress: false,
      schema: {
        summary: 'Downloads your data: a zip of your recipes, posts, comments, profile and media',
        description:
          'recipes.json, announcements.json, comments.json and profile.json, and every photo and ' +
          'video you uploaded under media/, streamed as it is made, named ' +
          '`simmer-export-YYYY-MM-DD.zip`.',
        response: {
          200: z.custom<Readable>().describe('The archive (application/zip), streamed'),
        },
      },
    },
    async (request, reply) => {
      const archive = await exportArchive(
        db,
        storage,
        currentUser(request).id,
        responseGone(reply),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  /** The upload's recipes, once it is known to be readable and one this import can take. */
  async function readImport(path: string, format: ImportFormat | undefined) {
    if (format && !FORMAT_READERS.some((reader) => reader.format === format)) {
      throw notSupportedYet(format);
    }
    const source = await openSource(path, config.importLimits);
    try {
      const stream = await (await readerFor(source, format)).open(source);
      if (stream.total > config.importMaxRecipes) {
        throw new HttpError(
          413,
          `The archive holds ${stream.total} recipes; an import takes at most ${config.importMaxRecipes}`,
          ErrorCode.TOO_MANY_RECIPES,
        );
      }
      return { source, stream };
    } catch (error) {
      source.archive?.close();
      throw error;
    }
  }

  api.post(
    '/import',
    {
      config: {
        access: 'user',
        body: {
          fields: z.object({
            format: z
              .enum(IMPORT_FORMATS)
              .optional()
              .describe("The archive's format; detected from its contents when left out"),
          }),
          file: {
            name: IMPORT_ARCHIVE_FIELD,
            description:
              'A Simmer export, or another app’s (Paprika, Mealie, Tandoor, Nextcloud Cookbook, ' +
              'Copy Me That, Recipe Keeper, Chowdown, a Plan to Eat or MyRecipeBox .csv, a ' +
              `schema.org .json), at most ${config.importMaxBytes / 2 ** 20} MB`,
          },
        },
      },
      // Progress lines must go out as they are written, not held for compression.
      compress: false,
      schema: {
        summary: 'Imports recipes (and their photos) from an archive into your collection',
        description:
          'Each recipe is imported or refused on its own; exact duplicates (same title, ' +
          'ingredients and steps as one you have) are skipped; imported recipes are private. ' +
          `With \`Accept: ${IMPORT_PROGRESS_TYPE}\` the answer streams progress lines ` +
          '`{"done","total"}`, the last one also carrying the report.',
        response: answers({ 200: importReportSchema }, 400, 413, 422),
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { fields, path } = await receiveArchive(request, {
        maxBytes: config.importMaxBytes,
        tempDir: uploadTempDir(config),
      });
      if (!path) throw new HttpError(400, 'Choose an archive to import');
      let source: ImportSource;
      let stream: RecipeStream;
      try {
        ({ source, stream } = await readImport(path, fields.format as ImportFormat | undefined));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      const run = (progress?: (line: ImportProgress) => void) =>
        importRecipes({ db, media }, userId, stream, progress).finally(async () => {
          source.archive?.close();
          await rm(path, { force: true });
        });

      if (!wantsProgress(request)) return run();
      const lines = new PassThrough();
      const line = (value: object) => lines.write(`${JSON.stringify(value)}\n`);
      let sentAt = 0;
      let last: ImportProgress = { done: 0, total: stream.total };
      line(last);
      run((progress) => {
        last = progress;
        if (Date.now() - sentAt < PROGRESS_EVERY_MS || progress.done === progress.total) return;
        sentAt = Date.now();
        line(progress);
      }).then(
        (report) =>
          lines.end(`${JSON.stringify({ done: last.done, total: last.total, ...report })}\n`),
        (error: unknown) => {
          request.log.error({ err: error }, 'import failed');
          lines.end(`${JSON.stringify({ error: 'The import stopped: please try again' })}\n`);
        },
      );
      return (
        reply
          .type(IMPORT_PROGRESS_TYPE)
          .header('cache-control', 'no-store')
          // The progress stream, whose lines the description gives, not the JSON report.
          .send(lines as never)
      );
    },
  );
}
