import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NEWS_PER_PAGE_DEFAULT, NEWS_PER_PAGE_MAX, type NewsItem, type NewsPage, newsItemAnswerSchema, newsPageAnswerSchema } from '@coaching/contracts';
import { ApiContract, domainError, MemberGuard, MemberId, rowIdOf } from '@coaching/server-core';
import { GetMemberGameIdsQuery } from '@coaching/server-identity/queries';
import { ContentErrors } from '../domain/content-errors';
import { GetNewsQuery } from '../queries/get-news.query';
import { ListNewsQuery } from '../queries/list-news.query';

const MAX_PAGE = 10_000;

/** A whole number in range from a query string, `fallback` when absent, else null. */
const wholeNumber = (raw: unknown, fallback: number, max: number): number | null => {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,5}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= max ? value : null;
};

/**
 * The member's news (spec §7 `GET /api/informations` paginated, `/{id}`): published items for every member
 * or for a game of theirs, newest first. Anything else a member asks for by id reads as unpublished (spec §8),
 * so the answer never tells a draft from another game's item or from nothing.
 */
@Controller('api/informations')
@UseGuards(MemberGuard)
export class NewsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiContract({ answer: newsPageAnswerSchema })
  @Get()
  async list(@MemberId() memberId: string, @Query('page') pageText: unknown, @Query('per_page') perPageText: unknown): Promise<NewsPage> {
    const page = wholeNumber(pageText, 1, MAX_PAGE);
    if (page === null) throw domainError(ContentErrors.NEWS_PAGE_INVALID);
    const perPage = wholeNumber(perPageText, NEWS_PER_PAGE_DEFAULT, NEWS_PER_PAGE_MAX);
    if (perPage === null) throw domainError(ContentErrors.NEWS_PER_PAGE_INVALID);
    const games = await this.queries.execute(new GetMemberGameIdsQuery(memberId));
    return this.queries.execute(new ListNewsQuery(games, page, perPage));
  }

  @ApiContract({ answer: newsItemAnswerSchema })
  @Get(':id')
  async show(@MemberId() memberId: string, @Param('id') idText: string): Promise<{ data: NewsItem }> {
    const id = rowIdOf(idText, ContentErrors.NEWS_NOT_PUBLISHED);
    const news = await this.queries.execute(new GetNewsQuery(id, await this.queries.execute(new GetMemberGameIdsQuery(memberId))));
    if (!news) throw domainError(ContentErrors.NEWS_NOT_PUBLISHED);
    return { data: news };
  }
}
