// What a move did, told in words on the panel's notice line: who took or turned what, on
// which points ("MAMA took your piece on b4", "You turned 3 discs"), and who passes and why.
// The panda's quip comes after the fact, never instead of it. Texts: locales/*/explain.json
// ("tell", "noun"); a notice renders them when shown, so they follow a change of language.
import type { Side } from '../engine/types';
import type { Match, Played } from '../match/match';
import { currentLang, t } from '../i18n/index';
import { noticeText, ownerOf, type Notice, type Owner } from './board-texts';

/** A side as the sentence names it: its player. */
export interface Actor {
  readonly side: Side;
  readonly owner: Owner;
}

/** What one move took or turned, from whom (points by name). */
export interface Deed {
  readonly game: string;
  readonly mover: Actor;
  readonly victim: Actor;
  readonly captured: readonly string[];
  readonly converted: readonly string[];
}

/** "You", "MAMA", "Black": who a sentence is about. */
export function actorName(game: string, a: Actor): string {
  if (a.owner === 'human') return t('explain:tell.you');
  if (a.owner === 'friend') return t(`games:${game}.sides.${a.side}`);
  return t(`common:pandas.${a.owner}.name`);
}

/** "b4", "c3 and c5", in the language shown. */
export function pointList(points: readonly string[]): string {
  return new Intl.ListFormat(currentLang() === 'zh' ? 'zh' : 'en', { type: 'conjunction' }).format(points);
}

function deedLine(d: Deed, verb: 'took' | 'turned', points: readonly string[]): string {
  const whose = d.victim.owner === 'human' ? 'you' : d.victim.owner === 'friend' ? 'friend' : 'them';
  const noun = (n: 'one' | 'many') => t(`explain:noun.${d.game}.${d.victim.side}.${n}`);
  const params = {
    who: actorName(d.game, d.mover),
    name: actorName(d.game, d.victim),
    count: String(points.length),
    points: pointList(points),
    noun: noun('one'),
    nouns: noun('many'),
  };
  return t(`explain:tell.${verb}${points.length === 1 ? '1' : 'N'}.${whose}`, params);
}

/** The sentences of a deed: its captures, then its conversions; '' for a quiet move. */
export function deedText(d: Deed): string {
  const lines: string[] = [];
  if (d.captured.length > 0) lines.push(deedLine(d, 'took', d.captured));
  if (d.converted.length > 0) lines.push(deedLine(d, 'turned', d.converted));
  return lines.join(' ');
}

/** "PAPA passes: no move." (`forced`) or "Time's up: you pass." (`timer`). */
export function passText(game: string, a: Actor, kind: 'forced' | 'timer'): string {
  const key = kind === 'forced' ? 'pass' : 'timeUp';
  return t(`explain:tell.${key}.${a.owner === 'human' ? 'you' : 'other'}`, { who: actorName(game, a) });
}

function actor(m: Match, side: Side): Actor {
  return { side, owner: ownerOf(m, side) };
}

/** What a played move did, or null when it took and turned nothing. */
export function deedOf(m: Match, played: Played): Deed | null {
  const { captured, converted } = played.effect;
  if (captured.length + converted.length === 0) return null;
  const mover = m.sideOf(played);
  const victim = m.sides[0] === mover ? m.sides[1] : m.sides[0];
  const name = (p: number) => m.rules.geometry.points[p].name;
  return { game: m.game, mover: actor(m, mover), victim: actor(m, victim), captured: captured.map(name), converted: converted.map(name) };
}

/** The notice telling a move's deed, with the panda's quip (a notice of its own) after it. */
export function deedNotice(m: Match, deed: Deed, quip: Notice | null): Notice {
  return { key: 'tell.deed', say: () => [deedText(deed), noticeText(m, quip)].filter(Boolean).join('\n') };
}

/** The notice telling a pass: forced (no move) or the timer's. */
export function passNotice(m: Match, side: Side, kind: 'forced' | 'timer'): Notice {
  return { key: `tell.${kind}`, say: () => passText(m.game, actor(m, side), kind) };
}
