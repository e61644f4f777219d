import { fromCallback, fromPromise, type EventObject } from 'xstate';

/**
 * The one stand-in for an actor the app provides (`.provide` where the app creates its actors, fakes
 * in tests): the machine declares the actor's input and output with it; run unprovided, it fails at
 * once, naming the actor, instead of answering something a customer could mistake for real.
 */
export const providedPromise = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is not provided`)));

/** The same for an actor that talks back with events (an upload's progress). */
export const providedCallback = <TEvent extends EventObject, TInput>(name: string) =>
  fromCallback<TEvent, TInput>(() => {
    throw new Error(`${name} is not provided`);
  });
