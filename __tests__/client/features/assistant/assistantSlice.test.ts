import { baseApi } from '@/api/baseApi';
import {
  answerPieceReceived,
  assistantSlice,
  questionAnswered,
  questionAsked,
} from '@/features/assistant/assistantSlice';

const replay = (...actions: Parameters<typeof assistantSlice.reducer>[1][]) =>
  actions.reduce(assistantSlice.reducer, assistantSlice.getInitialState());

const asked = questionAsked({ content: 'How do I fix CC6.1?', timestamp: '2026-11-26T09:00:00.000Z' });

describe('assistantSlice: the answer as it is written', () => {
  it('adds each piece to the answer so far, in order', () => {
    const state = replay(asked, answerPieceReceived('Enforce '), answerPieceReceived('MFA.'));
    expect(state.answerSoFar).toBe('Enforce MFA.');
    expect(state.pendingQuestion?.content).toBe('How do I fix CC6.1?');
  });

  it('starts over with the next question, and forgets the pieces once answered or signed out', () => {
    expect(replay(asked, answerPieceReceived('Enforce '), asked).answerSoFar).toBe('');
    expect(replay(asked, answerPieceReceived('Enforce '), questionAnswered(null))).toEqual(
      assistantSlice.getInitialState(),
    );
    expect(replay(asked, answerPieceReceived('Enforce '), baseApi.util.resetApiState())).toEqual(
      assistantSlice.getInitialState(),
    );
  });

  it('ignores a piece that arrives with no question on its way', () => {
    expect(replay(answerPieceReceived('late')).answerSoFar).toBe('');
  });
});
