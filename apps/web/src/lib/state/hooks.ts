import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer.ts';

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** A thunk: session work that calls the API and dispatches what it learns. */
export type AppThunk<Result> = (dispatch: AppDispatch, getState: () => RootState) => Result;
