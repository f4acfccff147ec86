import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** Profile Settings: the person's details and avatar choices, and saving the chosen avatar. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ResponseOf<'profile'>, void>({
      query: () => requestTo('profile'),
      providesTags: [apiTags.profile],
    }),
    /** Chooses an avatar by value (null: none); the cached profile follows once the server agrees. */
    saveAvatar: build.mutation<ResponseOf<'updateUser'>, { value: string | null }>({
      query: ({ value }) => requestTo('updateUser', { body: { avatar: value } }),
      async onQueryStarted({ value }, { dispatch, queryFulfilled }) {
        // A refusal is the form's to show (the mutation's error); the cached profile just stays as it was.
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(
          profileApi.util.updateQueryData('getProfile', undefined, (profile) => {
            profile.avatar = profile.avatarOptions.find((option) => option.value === value) ?? null;
          }),
        );
      },
    }),
  }),
});

export const { useGetProfileQuery, useSaveAvatarMutation } = profileApi;
