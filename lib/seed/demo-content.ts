import type { Mood } from '@/lib/moods';

// Sentences for the demo journal, composed per mood so 90 days read like a person, not a template.
export const OPENERS: Record<Mood, string[]> = {
  happy: [
    'What a good day.',
    'I woke up feeling light for once.',
    'Today had that rare everything-clicks feeling.',
    'I laughed more today than I have in weeks.',
    'Small wins all day long.',
  ],
  relaxed: [
    'A slow, easy day.',
    'Quiet morning with coffee and the window open.',
    'I took the long way home and did not mind at all.',
    'Nothing urgent today, and it felt good.',
    'Spent the evening reading with no screens.',
  ],
  neutral: [
    'An ordinary day.',
    'Work, errands, dinner. Nothing much to report.',
    'Not good, not bad, just a Tuesday kind of day.',
    'Busy but uneventful.',
    'Pretty flat day overall.',
  ],
  sad: [
    'Felt low most of the day.',
    'I miss how things used to be.',
    'Hard to get out of bed this morning.',
    'A heavy, grey sort of day.',
    'I felt lonely even with people around.',
  ],
  angry: [
    'I am so frustrated right now.',
    'Today pushed every one of my buttons.',
    'Had an argument that still has me fuming.',
    'Everything that could go wrong did.',
    'I snapped at someone and I am still irritated.',
  ],
};

export const DETAILS: Record<Mood, string[]> = {
  happy: [
    'Had lunch with Sam and we talked for two hours.',
    'My presentation went better than I hoped and my manager said so.',
    'Went for a run in the sun and beat my best time.',
    'Got a message from an old friend out of nowhere.',
    'Cooked a new recipe and it actually worked.',
  ],
  relaxed: [
    'Did a short yoga session before bed.',
    'Walked by the river and listened to the water for a while.',
    'Took a nap in the afternoon without feeling guilty.',
    'Tidied the flat slowly with music on.',
    'Called my sister and we just chatted about nothing.',
  ],
  neutral: [
    'Answered emails, went to the shop, watched a show.',
    'Meetings most of the day, a few things ticked off the list.',
    'Sorted out some paperwork I had been putting off.',
    'Commute was fine, lunch was fine.',
    'Caught up on laundry and bills.',
  ],
  sad: [
    'Scrolled through old photos and it made it worse.',
    'Plans fell through and I spent the evening alone.',
    'Did not sleep well and it coloured the whole day.',
    'Thought about the breakup again.',
    'Work feedback stung more than it should have.',
  ],
  angry: [
    'The landlord ignored my messages about the heating again.',
    'Someone took credit for my work in the team meeting.',
    'Sat in traffic for an hour and missed the appointment.',
    'The same bug came back after I fixed it twice.',
    'A customer was rude for no reason and I had to stay polite.',
  ],
};

export const CLOSERS: Record<Mood, string[]> = {
  happy: ['Want to remember this one.', 'Grateful for today.', 'More days like this, please.'],
  relaxed: ['Feeling calm and rested.', 'Going to bed early.', 'This pace suits me.'],
  neutral: ['Tomorrow is another day.', 'Fine overall.', 'Early night.'],
  sad: ['Hoping tomorrow feels lighter.', 'Trying to be gentle with myself.', 'Going to call someone tomorrow.'],
  angry: ['Need to cool off before I reply to anyone.', 'Going for a walk to let it go.', 'Writing it down helps a little.'],
};

export const TITLES: Record<Mood, string[]> = {
  happy: ['Good day', 'Sunshine', 'Big win', 'Grateful'],
  relaxed: ['Slow Sunday', 'Quiet evening', 'Breathing room', 'Easy does it'],
  neutral: ['Just a day', 'Routine', 'Midweek'],
  sad: ['Heavy', 'Low tide', 'Missing things'],
  angry: ['Fuming', 'Not again', 'Rough one'],
};

export const DEMO_CHATS = [
  {
    title: 'Trouble sleeping before big meetings',
    messages: [
      ['user', 'I keep lying awake the night before big meetings. Any ideas?'],
      [
        'assistant',
        'That sounds exhausting, especially when you need the rest most. Racing thoughts before something important are very common. One small idea: about an hour before bed, write down what you are worried about and one thing you will do about it tomorrow, then close the notebook. What tends to go through your mind when you cannot sleep?',
      ],
      ['user', 'Mostly replaying what could go wrong.'],
      [
        'assistant',
        'Replaying worst cases is your mind trying to protect you, even if it keeps you up. You could try naming three things that went fine in past meetings, so the replay has another script. How did your last big meeting actually go?',
      ],
    ],
  },
  {
    title: 'Feeling better after a walk',
    messages: [
      ['user', 'I went for a walk after work and feel a lot calmer.'],
      ['assistant', 'I am glad the walk helped. Moving and being outside can settle a busy mind. What did you notice on the way?'],
    ],
  },
] as const;
